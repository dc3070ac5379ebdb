import type { PrismaClient } from '@svc/db';

export class ClientRepository {
  constructor(private db: PrismaClient) {}

  byId(id: string) {
    return this.db.oAuthClient.findUnique({ where: { id } });
  }
}
