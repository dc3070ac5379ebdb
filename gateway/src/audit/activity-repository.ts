import type { PrismaClient } from '@svc/db';
import type { ActivitySink, ActivityRecordInput } from './activity-recorder.ts';

/** Writes activity records to audit.activity_records in one statement per batch. */
export class ActivityRepository implements ActivitySink {
  constructor(private db: PrismaClient) {}

  async write(records: (ActivityRecordInput & { id: string })[]) {
    await this.db.activityRecord.createMany({ data: records, skipDuplicates: true });
  }
}
