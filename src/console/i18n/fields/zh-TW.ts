/** Field labels shared by every resource, in zh-TW: the same keys as ./ja.ts (a missing one is a type error). */
import type { FieldMessages } from './ja';

const messages: FieldMessages = {
  fields: {
    id: 'ID',
    orgId: '組織',
    orgName: '組織',
    status: '狀態',
    createdAt: '建立時間',
    updatedAt: '更新時間',
    createdBy: '建立者',
    remark: '備註',
    serialNum: '設備序號',
    deviceId: '設備 ID',
    deviceName: '設備名稱',
    deviceCount: '設備數',
    productId: '產品',
    productName: '產品名稱',
    goodsId: '商品',
    goodsName: '商品名稱',
    brand: '品牌',
    barcode: '條碼',
    laneNo: '貨道',
    currency: '幣種',
    amount: '金額',
    payType: '支付方式',
    title: '標題',
    reason: '原因',
    phone: '手機號碼',
    day: '日期',
    startDay: '開始日期',
    endDay: '結束日期',
    startDate: '開始日期',
    endDate: '結束日期',
    startTime: '開始時間',
    endTime: '結束時間',
  },
};

export default messages;
