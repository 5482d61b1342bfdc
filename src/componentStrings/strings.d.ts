// Generated for each locale by config/componentStrings.ts: the calculators' and diagrams' strings, by id.
declare module '@oxbow/component-strings' {
  const strings: Readonly<Record<string, string>>;
  export default strings;
}
