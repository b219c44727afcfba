/**
 * The dataProvider resource of a declared resource's trash (`trash/languages`): the endpoint table's
 * row of its calls (src/dataProvider/trashEndpoints.ts), its access rules and its list's store keys.
 */
export const trashResource = (name: string) => `trash/${name}`;
