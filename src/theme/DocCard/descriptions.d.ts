// Generated for each locale by config/docDescriptions.ts: each doc's description, by doc id.
declare module '@oxbow/doc-descriptions' {
  const descriptions: Readonly<Record<string, string>>;
  export default descriptions;
}
