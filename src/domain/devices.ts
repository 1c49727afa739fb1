/**
 * Catalogues of the devices area (spec document 1 §4–§5, document 2 §3–§4): message types, delivery
 * statuses and the four link-flow stages, shared by the server, the console and the simulator.
 */

/** Push message types: 0 pay, 1 revoke, 2 refund, 3 test, 4 print (vendingPrint/sendCommand), 20 a device's lane configuration (lanes.yaml); any other number is shown as "other". */
export const PUSH_TYPES = { pay: 0, revoke: 1, refund: 2, test: 3, print: 4, laneConfig: 20, payConfig: 21 } as const;
export type PushTypeName = keyof typeof PUSH_TYPES | 'other';
export function pushTypeName(type: number): PushTypeName {
  const hit = Object.entries(PUSH_TYPES).find(([, v]) => v === type);
  return (hit?.[0] as PushTypeName) ?? 'other';
}

/**
 * Delivery statuses as stored: the spec's SEND, PUB, PUBOK, SUB, SUBOK, plus EXPIRED (its TTL ran out
 * before the device acknowledged) and FAILED (the device answered `result: "error"`).
 */
export const PUSH_STATUSES = ['SEND', 'PUB', 'PUBOK', 'SUB', 'SUBOK', 'EXPIRED', 'FAILED'] as const;
export type PushStatus = (typeof PUSH_STATUSES)[number];

/** How a status is shown (spec: SEND pushed; PUB/PUBOK/SUB published; SUBOK succeeded; else unknown). */
export type PushStatusShown = 'pushed' | 'published' | 'succeeded' | 'expired' | 'failed' | 'unknown';
export function pushStatusShown(status: string): PushStatusShown {
  switch (status) {
    case 'SEND':
      return 'pushed';
    case 'PUB':
    case 'PUBOK':
    case 'SUB':
      return 'published';
    case 'SUBOK':
      return 'succeeded';
    case 'EXPIRED':
      return 'expired';
    case 'FAILED':
      return 'failed';
    default:
      return 'unknown';
  }
}

/** The link-flow stages, in order; each is stamped once per (requestId, stage) with a server timestamp. */
export const LINK_STAGES = ['apiSent', 'brokerReceived', 'brokerSent', 'deviceReceived'] as const;
export type LinkStage = (typeof LINK_STAGES)[number];

/** The status a message reaches when a stage is observed (statuses only move forward). */
export const STAGE_STATUS: Record<LinkStage, PushStatus> = {
  apiSent: 'SEND',
  brokerReceived: 'PUB',
  brokerSent: 'SUB',
  deviceReceived: 'SUBOK',
};

/** The MQTT topics of one device (asyncapi/devices.yaml). */
export const deviceTopics = (serialNum: string) => ({
  cmd: `devices/${serialNum}/cmd`,
  ack: `devices/${serialNum}/ack`,
  telemetry: `devices/${serialNum}/telemetry`,
  event: `devices/${serialNum}/event`,
  shadowReported: `devices/${serialNum}/shadow/reported`,
  shadowDesired: `devices/${serialNum}/shadow/desired`,
  status: `devices/${serialNum}/status`,
});

/** Uplink channels a device publishes on (the last topic segments). */
export const UPLINK_CHANNELS = ['ack', 'telemetry', 'event', 'shadow/reported', 'status'] as const;
export type UplinkChannel = (typeof UPLINK_CHANNELS)[number];
