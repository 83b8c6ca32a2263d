// Job titles people type, mostly in India, that no O*NET occupation title names, with the occupations they mean.
// O*NET's own "alternate titles" file is not in ../shared/data, so these are curated: a title here is matched
// exactly (after the usual normalising) before any word-overlap matching, and its playbook is built from these
// occupations. Keep each entry unambiguous; a title with several common readings belongs in AMBIGUOUS_TITLES.

export const ALTERNATE_TITLES: ReadonlyArray<readonly [title: string, codes: readonly string[]]> = [
  ["Sommelier", ["35-3011.00", "11-9051.00"]], // Bartenders; Food Service Managers
  ["Wine Steward", ["35-3011.00", "35-3031.00"]], // Bartenders; Waiters and Waitresses
  ["Mixologist", ["35-3011.00"]],
  ["Admin Executive", ["43-6014.00", "43-9061.00"]], // Secretaries and Administrative Assistants; Office Clerks
  ["Administrative Executive", ["43-6014.00", "43-9061.00"]],
  ["Back Office Executive", ["43-9061.00", "43-9021.00"]], // Office Clerks, General; Data Entry Keyers
  ["Front Office Executive", ["43-4171.00", "43-4081.00"]], // Receptionists; Hotel, Motel, and Resort Desk Clerks
  ["Office Boy", ["43-9061.00", "43-5021.00"]], // Office Clerks, General; Couriers and Messengers
  ["Store Keeper", ["53-7065.00", "43-5071.00"]], // Stockers and Order Fillers; Shipping, Receiving, and Inventory Clerks
  ["Storekeeper", ["53-7065.00", "43-5071.00"]],
  ["Delivery Boy", ["43-5021.00", "53-3031.00"]], // Couriers and Messengers; Driver/Sales Workers
  ["Delivery Executive", ["43-5021.00", "53-3031.00"]],
  ["Delivery Partner", ["43-5021.00", "53-3031.00"]],
  ["Lab Technician", ["29-2012.00", "29-2011.00"]], // Medical and Clinical Laboratory Technicians; Technologists
  ["Ground Staff", ["43-4181.00", "53-2022.00"]], // Reservation and Transportation Ticket Agents; Airfield Operations
  ["Bell Boy", ["39-6011.00"]], // Baggage Porters and Bellhops
  ["Ward Boy", ["31-1132.00", "31-1131.00"]], // Orderlies; Nursing Assistants
  ["Compounder", ["29-2052.00", "31-9095.00"]], // Pharmacy Technicians; Pharmacy Aides
  ["Spa Therapist", ["31-9011.00", "39-5094.00"]], // Massage Therapists; Skincare Specialists
  ["Valet", ["53-6021.00"]], // Parking Attendants
];
