/**
 * Encodes a GET input as query parameters: arrays repeat their key, booleans become
 * 'true'/'false', undefined and null are left out.
 */
export function toSearchParams(input: unknown): URLSearchParams {
  const params = new URLSearchParams();
  if (input === undefined || input === null) return params;
  if (typeof input !== 'object' || Array.isArray(input)) {
    throw new TypeError('A GET input must be an object of query parameters');
  }
  for (const [key, value] of Object.entries(input)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      params.append(key, encodeValue(key, item));
    }
  }
  return params;
}

function encodeValue(key: string, value: unknown): string {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'bigint':
    case 'boolean':
      return String(value);
    default:
      throw new TypeError(`Query parameter "${key}" must be a string, number or boolean`);
  }
}
