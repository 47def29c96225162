// What a demo seed is asked for: how much business, over which days, up to which moment.
export interface SeedOptions {
  /** How many orders the business data should hold (load tests ask for up to a million). */
  orders?: number;
  /** Days of history the orders spread over, ending today (90 unless given). */
  days?: number;
  /** The moment the demo is built for; the same moment gives the same business. */
  now?: Date;
  /** False seeds only the core (people, roles, outlets, categories), for tests that need a bare business. */
  business?: boolean;
  /** Told how far a long seed has got. */
  onProgress?: (message: string) => void;
}
