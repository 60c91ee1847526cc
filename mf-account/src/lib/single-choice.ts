/**
 * Form.Item props for an antd-mobile Selector that picks one value, kept in the form as that value
 * (the Selector speaks in lists). A tap on the chosen one keeps it: one is always needed.
 */
export function singleChoice<T extends string>() {
  return {
    getValueProps: (value?: T | '') => ({ value: value ? [value] : [] }),
    getValueFromEvent: (values: T[]) => values[0],
    normalize: (value: T | undefined, before?: T) => value ?? before,
  };
}
