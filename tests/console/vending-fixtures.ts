/** Answers of the vending tabs' calls for one device, for the tests that open every device detail tab. */
import { ok } from './fakeApi';

const at = '2026-03-01T01:02:03.000Z';

export const vendingRoutes = (serial: string) => ({
  [`POST /channelReport/getChannelReportAmount/${serial}`]: () =>
    ok({
      total: { amount: 430, count: 3, failedCount: 1 },
      list: [
        { laneNo: '1', goodsId: 5, goodsName: 'お茶 500ml', amount: 300, count: 2, failedCount: 0 },
        { laneNo: '2', goodsId: null, goodsName: null, amount: 130, count: 1, failedCount: 1 },
      ],
    }),
  [`POST /channelReport/getChannelReportStats/${serial}`]: () =>
    ok({
      total: { amount: 430, count: 3, failedCount: 1 },
      byGoods: [
        { goodsId: 5, goodsName: 'お茶 500ml', amount: 300, count: 2, laneCount: 1 },
        { goodsId: null, goodsName: null, amount: 130, count: 1, laneCount: 1 },
      ],
      byDay: [{ day: '2026-03-01', amount: 430, count: 3 }],
    }),
  [`POST /channelReport/getChannelReportTime/${serial}`]: () =>
    ok(Array.from({ length: 24 }, (_, hour) => (hour === 10 ? { hour, amount: 430, count: 3 } : { hour, amount: 0, count: 0 }))),
  [`POST /deviceCurrency/getLast/${serial}`]: () => ok({ currency: 'JPY', symbol: '¥', decimals: false, source: 'default', since: null }),
  'POST /deviceCurrency/page/list': () => ok({ total: 0, list: [] }),
  'POST /vendingPrint/pageList': () =>
    ok({
      total: 3,
      list: [
        {
          id: 3,
          serialNum: serial,
          requestId: 'c',
          content: 'late',
          copies: 1,
          timeoutSeconds: 1,
          status: 'failed',
          failReason: 'timeout',
          ackMessage: null,
          pushStatus: 'PUBOK',
          createdBy: 'tester',
          createdAt: at,
          doneAt: null,
          deadline: at,
        },
        {
          id: 2,
          serialNum: serial,
          requestId: 'b',
          content: 'paper test',
          copies: 1,
          timeoutSeconds: 60,
          status: 'failed',
          failReason: 'deviceError',
          ackMessage: 'paper out',
          pushStatus: 'FAILED',
          createdBy: 'tester',
          createdAt: at,
          doneAt: at,
          deadline: at,
        },
        {
          id: 1,
          serialNum: serial,
          requestId: 'a',
          content: 'receipt',
          copies: 2,
          timeoutSeconds: 60,
          status: 'done',
          failReason: null,
          ackMessage: null,
          pushStatus: 'SUBOK',
          createdBy: 'tester',
          createdAt: at,
          doneAt: at,
          deadline: at,
        },
      ],
    }),
  [`POST /channelGoods/getReplenishTime/${serial}`]: () =>
    ok({ lastReplenishAt: at, replenishTime: '09:30', intervalDays: 2, nextReplenishAt: '2026-03-03T00:30:00.000Z', updatedAt: at, updatedBy: 'tester' }),
});
