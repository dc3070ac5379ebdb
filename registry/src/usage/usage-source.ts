/** One use of a schema coordinate: a recorded operation, or a registered trusted document. */
export interface CoordinateUse {
  kind: 'operation' | 'document';
  client: string;
  clientVersion: string | null;
  name: string | null;
  hash: string;
  count: number;
  lastSeen: string | null;
}

/** Who used which of the given coordinates of a variant since a time. */
export interface UsageSource {
  usesOf(variant: string, coordinates: string[], since: Date): Promise<Map<string, CoordinateUse[]>>;
}
