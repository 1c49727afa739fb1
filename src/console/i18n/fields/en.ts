/** Field labels shared by every resource, in en: the same keys as ./ja.ts (a missing one is a type error). */
import type { FieldMessages } from './ja';

const messages: FieldMessages = {
  fields: {
    id: 'ID',
    orgId: 'Organisation',
    orgName: 'Organisation',
    status: 'Status',
    createdAt: 'Created',
    updatedAt: 'Updated',
    createdBy: 'Created by',
    remark: 'Remark',
    serialNum: 'Serial number',
    deviceId: 'Device ID',
    deviceName: 'Device name',
    deviceCount: 'Devices',
    productId: 'Product',
    productName: 'Product name',
    goodsId: 'Goods',
    goodsName: 'Goods name',
    brand: 'Brand',
    barcode: 'Barcode',
    laneNo: 'Lane',
    currency: 'Currency',
    amount: 'Amount',
    payType: 'Payment method',
    title: 'Title',
    reason: 'Reason',
    phone: 'Phone',
    day: 'Day',
    startDay: 'Start day',
    endDay: 'End day',
    startDate: 'Start day',
    endDate: 'End day',
    startTime: 'From',
    endTime: 'To',
  },
};

export default messages;
