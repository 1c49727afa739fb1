/** Messages of the device products' brands and the products (enabled and disabled; issue 29 item 4). Each text is [ja, zh-CN, zh-TW, en]. */
import type { MessageTable } from '../../../domain/texts';

export default {
  menu: {
    brands: ['ブランド管理', '品牌管理', '品牌管理', 'Brands'],
    products: ['製品管理', '产品管理', '產品管理', 'Products'],
  },
  resources: {
    brands: {
      name: ['ブランド', '品牌', '品牌', 'Brand'],
      fields: {
        name: ['ブランド名', '品牌名称', '品牌名稱', 'Brand name'],
        productCount: ['製品数', '产品数', '產品數', 'Products'],
        enabledProductCount: ['有効な製品数', '启用的产品数', '啟用的產品數', 'Enabled products'],
      },
    },
    products: {
      name: ['製品', '产品', '產品', 'Product'],
      fields: {
        name: ['製品名', '产品名称', '產品名稱', 'Product name'],
        model: ['機種', '型号', '型號', 'Model'],
        productKey: ['製品キー', '产品密钥', '產品金鑰', 'Product key'],
        brandId: ['ブランド', '品牌', '品牌', 'Brand'],
        brandName: ['ブランド名', '品牌名称', '品牌名稱', 'Brand name'],
        screenWidth: ['画面の幅（ピクセル）', '屏幕宽度（像素）', '螢幕寬度（像素）', 'Screen width (px)'],
        screenHeight: ['画面の高さ（ピクセル）', '屏幕高度（像素）', '螢幕高度（像素）', 'Screen height (px)'],
        type: ['製品の種類', '产品类型', '產品類型', 'Product type'],
      },
    },
  },
  functions: {
    brand: {
      view: ['ブランドの閲覧', '查看品牌', '檢視品牌', 'View brands'],
      status: ['ブランドの有効化・無効化', '启用/停用品牌', '啟用／停用品牌', 'Enable or disable brands'],
    },
    product: {
      view: ['製品の閲覧', '查看产品', '檢視產品', 'View products'],
      status: ['製品の有効化・無効化', '启用/停用产品', '啟用／停用產品', 'Enable or disable products'],
    },
  },
} satisfies MessageTable;
