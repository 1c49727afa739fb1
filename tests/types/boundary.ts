/**
 * The typed boundary between console, server and contract (issue 27 item 4), checked by tsc in the
 * typecheck step: each `@ts-expect-error` below must meet an error, else tsc fails ("unused directive"), so
 * loosening a type (an `any`, an id typed as string) fails the typecheck. Never run, only compiled.
 */
import { callOperation, type CallAnswer } from '../../src/console/providers/http';
import type { Operations } from '../../src/server/operation';

/** Calls as a console screen makes them (ShippingListDetail, AdCreativeDetail, RefundDialog). */
export async function consoleCalls(orderNumber: string) {
  await callOperation('shippingListApply', { orderNumber });
  // @ts-expect-error an operation id the contract does not have
  await callOperation('shippingListAplly', { orderNumber });
  // @ts-expect-error a path parameter misspelt
  await callOperation('shippingListApply', { orderNo: orderNumber });

  await callOperation('adCreativeDelete', { id: 1 });
  // @ts-expect-error a body field the request schema does not have
  await callOperation('adCreativeDelete', { id: 1, creativeName: 'x' });
  // @ts-expect-error a body field of the wrong type
  await callOperation('adCreativeDelete', { id: '1' });
  // @ts-expect-error a required body field left out
  await callOperation('adCreativeDelete', {});

  // the answer is the success envelope's `data`, as the contract describes it
  const report = await callOperation('deviceOnlineStatusReport', {});
  const online: number = report.byModel[0].online;
  // @ts-expect-error the answer has no such field
  void report.byRoute;
  return online;
}

/** What each answer is, by operation id: the contract's description or `unknown` where it has none. */
export const answers: [CallAnswer<'deviceOnlineStatusReport'>['total'], CallAnswer<'adCreativeDelete'>] = [0, undefined];

/** Handlers as the areas write them: their context is typed from the operation they are keyed by. */
export const handlers: Operations = {
  async shippingListApply({ params }) {
    // @ts-expect-error the path parameter is orderNumber
    return params.orderNo;
  },
  async adCreativeDelete({ body }) {
    const id: number = body.id;
    // @ts-expect-error the request body has no name
    return { id, name: body.name };
  },
  async deviceOnlineStatusReport({ query, body }) {
    // @ts-expect-error a GET takes no body
    void body.orgId;
    return query.orgId;
  },
  // @ts-expect-error a handler for an operation the contract does not have
  async shippingListAplly() {
    return null;
  },
};
