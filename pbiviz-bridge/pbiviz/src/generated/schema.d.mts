// hyperpbi.schema.json (core/src/main/resources/hyperpbi/schema), written here by package.sh.
export const SCHEMA: unknown;
