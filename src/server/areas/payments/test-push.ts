import type { ContextOf, Operations } from '../../operation.js';
import { PUSH_TYPES } from '../../../domain/devices.js';
import { pushToDevice } from '../../link/push.js';
import { scopedDevice } from '../devices/device-scope.js';

/** A test push lives briefly: it checks the link now, it is not worth delivering tomorrow. */
const TEST_PUSH_TTL_SECONDS = 300;

async function testPush({ body, db, user, req }: ContextOf<'testPushNotify' | 'testPushNotifyAndPrint'>, print: boolean) {
  const device = await scopedDevice(db, user, body.serialNum);
  const requestId = await pushToDevice(
    { db, link: req.server.link },
    {
      deviceId: Number(device.id),
      serialNum: device.serial_num,
      type: PUSH_TYPES.test,
      payload: { message: body.message, print },
      ttlSeconds: TEST_PUSH_TTL_SECONDS,
      source: 'payTest',
      userId: user.userId,
    },
  );
  return { requestId };
}

/** Test push messages (type 3) to one device; the link flow shows their four stages. */
export const testPushOperations: Operations = {
  testPushNotify: (ctx) => testPush(ctx, false),
  testPushNotifyAndPrint: (ctx) => testPush(ctx, true),
};
