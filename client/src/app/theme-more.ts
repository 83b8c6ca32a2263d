import {
  accordionSlotRecipe,
  avatarSlotRecipe,
  badgeRecipe,
  blockquoteSlotRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  dataListSlotRecipe,
  emptyStateSlotRecipe,
  fieldsetSlotRecipe,
  inputAddonRecipe,
  kbdRecipe,
  nativeSelectSlotRecipe,
  progressCircleSlotRecipe,
  progressSlotRecipe,
  radioCardSlotRecipe,
  skeletonRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
} from "@chakra-ui/react/theme";

/**
 * The recipes no component of the app shell or the sign-in screens uses (see theme.ts): loaded with the first other
 * screen and added to the system by loadMoreRecipes (theme.ts). Chakra reads `theme.recipes` when a component first asks for
 * its recipe, so recipes added before that render as if they had been there from the start.
 */
export const moreRecipes = {
  badge: badgeRecipe,
  checkmark: checkmarkRecipe,
  code: codeRecipe,
  inputAddon: inputAddonRecipe,
  kbd: kbdRecipe,
  skeleton: skeletonRecipe,
  textarea: textareaRecipe,
};
export const moreSlotRecipes = {
  accordion: accordionSlotRecipe,
  avatar: avatarSlotRecipe,
  blockquote: blockquoteSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dataList: dataListSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  progress: progressSlotRecipe,
  progressCircle: progressCircleSlotRecipe,
  radioCard: radioCardSlotRecipe,
  stat: statSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  tag: tagSlotRecipe,
};
