/**
 * Operator messages (document 2 §7 "Push messages"): a title, a content, a kind and an optional file,
 * pushed to a list of target devices. The spec names the calls but not the kinds; this product uses three.
 */

/** Kinds of operator message: a notice shown on the device, a file for it to fetch, a software upgrade. */
export const OP_MESSAGE_TYPES = { notice: 1, file: 2, upgrade: 3 } as const;
export type OpMessageTypeName = keyof typeof OP_MESSAGE_TYPES;
export const OP_MESSAGE_TYPE_VALUES = Object.values(OP_MESSAGE_TYPES);

/** The push `type` an operator message travels with: none of pay/revoke/refund/test, so "other". */
export const OP_MESSAGE_PUSH_TYPE = 4;

/** The `source` its pushes are recorded under (push_messages.source), with the message id as source_id. */
export const OP_MESSAGE_PUSH_SOURCE = 'opMessage';

/** Where a device downloads a message's file (under /api; authenticated by the device's own secret). */
export const opMessageFilePath = (messageId: number) => `/push/opMessage/file/${messageId}`;
