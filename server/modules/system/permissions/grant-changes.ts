/**
 * What a save of a grant editor changes. JeecgBoot's editors send the checked ids and the ids
 * they loaded (`lastpermissionIds`): only the difference between the two is applied, so an
 * entry granted meanwhile by someone else is kept. Without the loaded ids, the stored grants
 * stand in for them.
 */
export function grantChanges(
  checked: readonly string[],
  loaded: readonly string[] | undefined,
  stored: readonly string[],
): { add: string[]; remove: string[] } {
  const before = new Set(loaded ?? stored);
  const now = new Set(checked);
  const have = new Set(stored);
  return {
    add: [...now].filter((id) => !before.has(id) && !have.has(id)),
    remove: [...before].filter((id) => !now.has(id) && have.has(id)),
  };
}

/** The body every grant editor saves: the owner's id under its own name, and the two id lists. */
export function grantSaveSchema(ownerField: string) {
  return {
    type: 'object',
    additionalProperties: false,
    required: [ownerField, 'permissionIds'],
    properties: {
      [ownerField]: { type: 'string', minLength: 1, maxLength: 64 },
      permissionIds: { type: ['string', 'null'], maxLength: 100_000 },
      lastpermissionIds: { type: ['string', 'null'], maxLength: 100_000 },
    },
  } as const;
}
