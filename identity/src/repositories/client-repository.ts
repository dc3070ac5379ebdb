import type { PrismaClient } from '../db.ts';

export class ClientRepository {
  constructor(private db: PrismaClient) {}

  byId(id: string) {
    return this.db.oAuthClient.findUnique({ where: { id } });
  }
}
