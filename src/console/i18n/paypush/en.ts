/** Messages of the pay config push plan in en: the same keys as ./ja.ts (a missing one is a type error). */
import type { PayPushMessages } from './ja';

const messages: PayPushMessages = {
  menu: {
    payPush: 'Parameter config (push)',
    payBinding: 'Pay config binding',
    qrcodeSet: 'Payee QR code settings',
  },
  functions: {
    payPush: {
      view: 'View the push plan',
      push: 'Push pay configs',
      delete: 'Delete pushed entries and history',
    },
    payBind: {
      view: 'View bindings',
      update: 'Bind and unbind',
    },
    paymentCode: {
      view: 'View payee QR codes',
      update: 'Set payee QR codes',
    },
    payTest: {
      push: 'Send test messages',
    },
  },
  enum: {
    payBindType: {
      bound: 'Bound',
      default: 'Organisation default',
    },
    payPushReason: {
      noConfig: 'No pay config',
      disabled: 'Disabled',
      notActivated: 'Not activated',
      offline: 'Offline',
    },
    payPushResult: {
      pending: 'Waiting for the device',
      succeeded: 'Succeeded',
      failed: 'Failed',
      expired: 'Expired',
    },
    payAmountMode: {
      fixed: 'Fixed amount',
      open: 'Entered by the payer',
    },
  },
  screens: {
    devices: {
      detail: {
        tabs: {
          payeeQr: 'Payee QR code',
        },
        push: {
          types: {
            payConfig: 'Pay config',
          },
        },
      },
    },
    link: {
      types: {
        payConfig: 'Pay config',
      },
    },
    payPush: {
      title: 'Parameter config (push)',
      tabs: {
        notPushed: 'Not pushed',
        pushed: 'Pushed',
        history: 'History',
      },
      filter: {
        serialNum: 'Search by serial number',
        status: 'Push status',
        all: 'All',
        result: 'Result',
      },
      select: 'Select %{serialNum}',
      selectAll: 'Select all',
      selected: '%{count} selected',
      push: 'Push to selected devices',
      repush: 'Push again',
      remove: 'Take off the pushed list',
      deleteHistory: 'Delete selected history',
      confirmRemove: 'Take the %{count} selected devices off the pushed list?',
      confirmDelete: 'Delete the %{count} selected history rows?',
      pushedResult: 'Pushed to %{pushed} devices (%{skipped} could not be pushed to)',
      removed: '%{count} taken off',
      deleted: '%{count} deleted',
      empty: {
        notPushed: 'No device is waiting for a push',
        pushed: 'No device is pushed yet',
        history: 'No push history',
      },
      stages: 'Link stages',
      stageCount: '%{count}/4',
    },
    payBinding: {
      title: 'Pay config binding',
      configId: 'Pay config ID',
      show: 'Show',
      tabs: {
        all: 'All devices',
        bound: 'Devices using this config',
        unbound: 'Devices to bind',
      },
      bind: 'Bind selected devices',
      unbind: 'Unbind selected devices',
      bound: '%{count} devices bound',
      unbound: '%{count} devices unbound',
      needConfig: 'Enter a pay config ID to change its bindings',
      empty: 'No devices',
      none: 'None',
    },
    qrcodeSet: {
      amount: 'Amount',
      amountInvalid: 'Enter a positive amount with no more decimals than the currency allows',
      title: 'Payee QR code settings',
      load: 'Load',
      save: 'Save',
      remove: 'Remove',
      saved: 'Saved',
      removed: 'Removed',
      notSet: 'No payee QR code is set for this device yet',
      confirmRemove: 'Remove the payee QR code settings?',
      test: {
        title: 'Test push',
        message: 'Message',
        notify: 'Send',
        notifyAndPrint: 'Send and print',
        sent: 'Sent (request ID %{requestId}); follow it in the link flow',
      },
    },
  },
  resources: {
    payPush: {
      name: 'Push plan',
      fields: {
        serialNum: 'Serial number',
        configId: 'Pay config ID',
        configName: 'Pay config',
        channel: 'Channel',
        online: 'Online',
        status: 'Push status',
        reason: 'Why not pushable',
        pushedAt: 'Pushed at',
        pushedBy: 'Pushed by',
        pushResult: 'Result',
        requestId: 'Request ID',
        deviceStatus: 'Device status',
      },
    },
    payBinding: {
      name: 'Pay config binding',
      fields: {
        serialNum: 'Serial number',
        configId: 'Pay config ID',
        configName: 'Pay config',
        channel: 'Channel',
        online: 'Online',
        bindType: 'Binding',
        boundAt: 'Bound at',
        boundBy: 'Bound by',
      },
    },
    qrcodeSet: {
      name: 'Payee QR code',
      fields: {
        serialNum: 'Serial number',
        qrContent: 'QR content (URL)',
        amountMode: 'Amount',
        amount: 'Amount (minor units)',
        currency: 'Currency',
        updatedAt: 'Updated at',
        updatedBy: 'Updated by',
      },
    },
  },
};

export default messages;
