/** Field labels shared by every resource, in zh-CN: the same keys as ./ja.ts (a missing one is a type error). */
import type { FieldMessages } from './ja';

const messages: FieldMessages = {
  fields: {
    id: 'ID',
    orgId: '组织',
    orgName: '组织',
    status: '状态',
    createdAt: '创建时间',
    updatedAt: '更新时间',
    createdBy: '创建人',
    remark: '备注',
    serialNum: '设备序列号',
    deviceId: '设备 ID',
    deviceName: '设备名称',
    deviceCount: '设备数',
    productId: '产品',
    productName: '产品名称',
    goodsId: '商品',
    goodsName: '商品名称',
    brand: '品牌',
    barcode: '条形码',
    laneNo: '货道',
    currency: '币种',
    amount: '金额',
    payType: '支付方式',
    title: '标题',
    reason: '原因',
    phone: '手机号',
    day: '日期',
    startDay: '开始日期',
    endDay: '结束日期',
    startDate: '开始日期',
    endDate: '结束日期',
    startTime: '开始时间',
    endTime: '结束时间',
  },
};

export default messages;
