/** Messages of the Custom screens in zh-CN: the same keys as ./ja.ts (a missing one is a type error). */
import type { CustomMessages } from './ja';

const messages: CustomMessages = {
  menu: {
    wallpapers: '壁纸',
    bootAnimations: '开机动画',
  },
  functions: {
    bootAnimation: {
      view: '查看开机动画',
      save: '上传开机动画',
    },
  },
  resources: {
    wallpapers: {
      name: '壁纸',
      fields: {
        id: 'ID',
        name: '名称',
        fileName: '文件名',
        orgId: '组织',
        orgName: '组织',
        productId: '型号',
        productName: '产品',
        model: '型号',
        width: '宽',
        height: '高',
        mime: '格式',
        size: '大小',
        md5: 'MD5',
        userAccount: '上传人',
        createdAt: '上传时间',
      },
    },
    'boot-animations': {
      name: '开机动画',
      fields: {
        id: 'ID',
        name: '名称',
        fileName: '文件名',
        orgId: '组织',
        orgName: '组织',
        width: '宽',
        height: '高',
        fps: 'FPS',
        frameCount: '帧数',
        size: '大小',
        md5: 'MD5',
        userAccount: '上传人',
        createdAt: '上传时间',
      },
    },
  },
  screens: {
    wallpapers: {
      upload: {
        button: '上传',
        title: '上传壁纸',
        intro: '请选择型号，再选择与其屏幕尺寸相同的 PNG 或 JPEG 图片。选择后立即检查尺寸。',
        file: '图片文件',
        chooseModel: '请选择型号',
        modelOption: '%{name}（%{model}・屏幕 %{width}×%{height}）',
        wrongSize: '图片为 %{width}×%{height}，须与 %{model} 的屏幕 %{screenWidth}×%{screenHeight} 相同',
        preview: '壁纸预览',
        upload: '上传',
        done: '已上传',
      },
    },
    bootAnimations: {
      upload: {
        button: '上传',
        title: '上传开机动画',
        intro: '请选择 Android 的 bootanimation.zip：不压缩（仅存储）的 zip，desc.txt 第 1 行为“宽 高 FPS”，随后是片段行，每个片段的文件夹中放入相同尺寸、连续编号的 PNG 帧。选择后立即检查并播放。',
        file: 'zip 文件',
        faulty: '此文件无法上传：',
        faults: '文件错误',
        upload: '上传',
        done: '已上传',
      },
      push: {
        title: '发送到设备',
        any: '全部',
        route: '线路',
        model: '型号',
        product: '产品',
        organisation: '组织',
        count: '目标设备：%{smart_count} 台',
        send: '发送',
        sent: '已发送到 %{smart_count} 台设备',
        deliveries: '送达情况',
        none: '尚未发送',
        serialNum: '设备序列号',
        sentAt: '发送时间',
        status: '通信状态',
        result: '应用',
        message: '消息',
        link: {
          SEND: '已发送',
          PUB: '代理已接收',
          PUBOK: '代理已发送',
          SUB: '代理已发送',
          SUBOK: '设备已接收',
          FAILED: '失败',
          EXPIRED: '已过期',
        },
        results: {
          waiting: '等待报告',
          applied: '已应用',
          failed: '失败',
        },
      },
      preview: {
        label: '预览',
        frame: '帧 %{frame}',
        play: '播放',
        pause: '暂停',
        caption: '%{width}×%{height}・%{fps} FPS・%{frames} 帧・%{parts} 个片段',
      },
    },
  },
};

export default messages;
