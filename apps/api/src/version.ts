import packageJson from '../package.json' with { type: 'json' };

/** The version of this API, from its package.json. */
export const apiVersion: string = packageJson.version;
