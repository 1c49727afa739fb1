/** Messages of the vending tabs in en: the same keys as ./ja.ts (a missing one is a type error). */
import type { VendingMessages } from './ja';

const messages: VendingMessages = {
  screens: {
    devices: {
      detail: {
        tabs: { vending: 'Vending management', printing: 'Printing', replenish: 'Replenish' },
        push: { types: { print: 'Print' } },
      },
    },
    link: { types: { print: 'Print' } },
    vending: {
      total: 'Total: sales %{amount}, %{count} sold, %{failed} failed',
      empty: 'No sales in this period',
      lanes: {
        title: 'Sales by lane',
        laneNo: 'Lane',
        goods: 'Goods',
        count: 'Sold',
        amount: 'Sales',
        failed: 'Failed',
        noGoods: 'None set',
      },
      goods: { title: 'Sales by goods', laneCount: 'Lanes' },
      days: { title: 'Sales by day', day: 'Day' },
      hours: { title: 'Sales by hour of day (Japan time)', hour: 'Hour', label: '%{hour}:00' },
      print: {
        send: 'Send print',
        content: 'Text to print',
        copies: 'Copies',
        timeout: 'Timeout (seconds)',
        sent: 'The print command was sent',
        history: 'Print records',
        sentAt: 'Sent at',
        status: 'Status',
        doneAt: 'Answered at',
        deadline: 'Deadline',
        reason: 'Reason',
        createdBy: 'Sent by',
        empty: 'No print records',
        all: 'All',
        refresh: 'Refresh',
        statuses: { processing: 'Processing', done: 'Done', failed: 'Failed' },
        reasons: { deviceError: 'The device answered an error', timeout: 'Timed out' },
      },
      replenish: {
        title: 'Replenish time',
        last: 'Last replenished',
        next: 'Next planned',
        planned: 'Planned time (Japan time)',
        interval: 'Interval (days)',
        updated: 'Updated',
        none: 'Not replenished yet',
        noPlan: 'No plan is set',
        save: 'Save',
        saved: 'The replenishment plan was saved',
        everyDays: 'Every %{days} days at %{time}',
      },
      currency: {
        title: 'Currency',
        current: 'Currency in use',
        default: 'Default (the device reported none)',
        reported: 'Reported by the device',
        history: 'Currency changes',
        changedAt: 'Changed at',
        previous: 'Before',
        empty: 'No changes',
      },
    },
  },
  functions: {
    vending: {
      view: 'View vending management, printing and replenishment',
      export: 'Export sales reports',
      print: 'Send print commands',
      replenishTime: 'Set replenishment plans',
    },
  },
};

export default messages;
