/**
 * A column filter's choice after a value is ticked or unticked: several values when the column
 * allows it, else the one just ticked (ticking it again clears the choice).
 */
export function toggleChosen(chosen: readonly string[], value: string, multiple: boolean): string[] {
  if (chosen.includes(value)) return chosen.filter((entry) => entry !== value);
  return multiple ? [...chosen, value] : [value];
}
