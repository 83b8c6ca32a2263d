/** The product's name as shown to people (nav logo, hero text, document titles). */
export const PRODUCT_NAME = "Hirewise";
