import type { SvgIconComponent } from '@mui/icons-material';
import SpaOutlined from '@mui/icons-material/SpaOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import RestaurantMenuOutlined from '@mui/icons-material/RestaurantMenuOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import WebOutlined from '@mui/icons-material/WebOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import PointOfSaleOutlined from '@mui/icons-material/PointOfSaleOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import BuildOutlined from '@mui/icons-material/BuildOutlined';
import type { ModuleType } from '@plataforma/domain';

/** One icon per module, used by the sidebar, the home cards and the module picker. */
export const moduleIcons: Record<ModuleType, SvgIconComponent> = {
  beauty: SpaOutlined,
  ecommerce: StorefrontOutlined,
  restaurant: RestaurantMenuOutlined,
  crm: PeopleAltOutlined,
  cms: WebOutlined,
  elearning: SchoolOutlined,
  promotions: LocalOfferOutlined,
  pos: PointOfSaleOutlined,
  orders: ReceiptLongOutlined,
  analytics: InsightsOutlined,
  configuration: SettingsOutlined,
  tools: BuildOutlined,
};
