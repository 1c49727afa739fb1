/**
 * Operator messages (document 2 §7 "Push messages"): a title, a content, a kind and an optional file,
 * pushed to a list of target devices. The spec names the calls but not the kinds; this product uses three
 * (schemas/devices/op-message.schema.json).
 */

/** The push `type` an operator message travels with: none of pay/revoke/refund/test, so "other". */
export const OP_MESSAGE_PUSH_TYPE = 4;

/** The `source` its pushes are recorded under (push_messages.source), with the message id as source_id. */
export const OP_MESSAGE_PUSH_SOURCE = 'opMessage';
