import { useEffect } from 'react';
import { SECTION_LABELS, isSectionAllowed, selectSection, type SectionId } from '../../entities/cabinet';
import { AccountingSection } from '../../features/accounting';
import { CategoryAdmin } from '../../features/category-admin';
import { ContractsSection } from '../../features/contracts';
import { MyProducts, MyWarehouses, ProductModeration } from '../../features/catalog-workspace';
import { OrdersBoard } from '../../features/orders';
import { QUOTE_TEXT, QuoteRequestsBoard } from '../../features/quote-requests';
import { AuditLog, EntityTimeline } from '../../features/audit';
import { MyPartProposals, PartsAdmin, PART_ADMIN_TEXT, ProposalModeration } from '../../features/part-admin';
import { CompanyChecks, CompanySection } from '../../features/company';
import { MessagesSection } from '../../features/messages';
import { NotificationsSection } from '../../features/notifications';
import { UserManagement } from '../../features/user-management';
import { NameInvitation, ProfileSection } from '../../features/profile';
import {
  MyServices,
  ServiceCategoryAdmin,
  ServiceModeration,
  ServiceRequestsBoard,
} from '../../features/services-cabinet';
import { Tabs, type TabItem } from '../../shared/ui';
import { useSession } from '../../shared/session';
import { CabinetLayout } from '../../widgets/profile-menu';
import { TabsWithQuotes } from './sections/TabsWithQuotes';
import { SiteManagementSection } from './sections/SiteManagementSection';

/**
 * The sections that are tabs of boards: their tab list's name and their tabs, the first open; with
 * `quotes`, the requests for quotes come second (TabsWithQuotes).
 */
const TABBED_SECTIONS = {
  // Buyer's 'Мои заказы': the orders for parts, the requests for quotes (ADR 0069) and for services.
  orders: {
    label: 'Мои заказы',
    quotes: 'buyer',
    items: [
      { value: 'orders', label: 'Заказы товаров', content: <OrdersBoard side="buyer" /> },
      { value: 'services', label: 'Заявки на услуги', content: <ServiceRequestsBoard side="requester" /> },
    ],
  },
  // Supplier's 'Мои товары': the requests buyers sent for its parts, the requests for quotes it was
  // invited to answer, the parts, and its own orders of other suppliers' parts (a supplier buys too;
  // the spec gives them no 'Мои заказы').
  products: {
    label: 'Мои товары',
    quotes: 'supplier',
    items: [
      { value: 'incoming', label: 'Заявки покупателей', content: <OrdersBoard side="seller" /> },
      { value: 'products', label: 'Товары', content: <MyProducts /> },
      { value: 'mine', label: 'Мои заказы', content: <OrdersBoard side="buyer" /> },
      // Suppliers propose cross-references of parts; admins decide (ADR 0067).
      { value: 'cross-references', label: PART_ADMIN_TEXT.proposals, content: <MyPartProposals /> },
    ],
  },
  'user-management': {
    label: 'Управление пользователями',
    items: [
      { value: 'users', label: 'Пользователи', content: <UserManagement /> },
      { value: 'companies', label: 'Проверка компаний', content: <CompanyChecks /> },
      { value: 'audit', label: 'Журнал решений', content: <AuditLog /> },
    ],
  },
  'order-moderation': {
    label: 'Модерация заказов',
    items: [
      { value: 'orders', label: 'Заказы', content: <OrdersBoard side="admin" /> },
      { value: 'quotes', label: QUOTE_TEXT.tab, content: <QuoteRequestsBoard side="admin" /> },
    ],
  },
  'product-moderation': {
    label: 'Модерация товаров',
    items: [
      { value: 'products', label: 'Товары', content: <ProductModeration /> },
      // Parts and the cross-references suppliers propose (ADR 0067).
      {
        value: 'parts',
        label: PART_ADMIN_TEXT.parts,
        content: <PartsAdmin history={(partId) => <EntityTimeline type="part" id={String(partId)} />} />,
      },
      { value: 'cross-references', label: PART_ADMIN_TEXT.proposals, content: <ProposalModeration /> },
    ],
  },
  'sell-parts': {
    label: 'Продать зап.части',
    items: [
      { value: 'listings', label: 'Мои объявления', content: <MyProducts listing /> },
      { value: 'orders', label: 'Заявки покупателей', content: <OrdersBoard side="seller" /> },
      // Where the listed parts lie: the buyer's own warehouses (ADR 0060).
      { value: 'places', label: 'Места хранения', content: <MyWarehouses /> },
    ],
  },
  services: {
    label: 'Мои услуги',
    items: [
      { value: 'services', label: 'Услуги', content: <MyServices /> },
      { value: 'incoming', label: 'Заявки заказчиков', content: <ServiceRequestsBoard side="supplier" /> },
      { value: 'mine', label: 'Мои заявки на услуги', content: <ServiceRequestsBoard side="requester" /> },
    ],
  },
  'service-moderation': {
    label: 'Модерация услуг',
    items: [
      { value: 'queue', label: 'На модерации', content: <ServiceModeration /> },
      { value: 'requests', label: 'Заявки на услуги', content: <ServiceRequestsBoard side="admin" /> },
    ],
  },
} satisfies Partial<
  Record<SectionId, { label: string; items: [TabItem, ...TabItem[]]; quotes?: 'buyer' | 'supplier' }>
>;

function SectionContent({ section }: { section: SectionId }) {
  const { user } = useSession();
  switch (section) {
    case 'contracts':
      return <ContractsSection />;
    case 'accounting':
      return <AccountingSection role={user?.role === 'supplier' ? 'supplier' : 'buyer'} />;
    case 'profile':
      return <ProfileSection />;
    case 'company':
      return <CompanySection />;
    case 'categories':
      return <CategoryAdmin />;
    case 'site-management':
      return <SiteManagementSection />;
    case 'notifications':
      return <NotificationsSection />;
    case 'messages':
      return <MessagesSection />;
    case 'warehouses':
      return <MyWarehouses />;
    case 'categories-services':
      return <ServiceCategoryAdmin />;
    case 'orders':
    case 'products':
      return <TabsWithQuotes {...TABBED_SECTIONS[section]} />;
    case 'user-management':
    case 'order-moderation':
    case 'product-moderation':
    case 'sell-parts':
    case 'services':
    case 'service-moderation':
      return <Tabs {...TABBED_SECTIONS[section]} />;
    default: {
      // Every section of every role has its screen: a new section id fails the type check here.
      const unknown: never = section;
      return unknown;
    }
  }
}

/**
 * The cabinet: the profile menu beside the chosen section. The section
 * shown is remembered as the cabinet's current section when the role may open it.
 */
export function CabinetScreen({ section }: { section: SectionId }) {
  const { user } = useSession();
  const role = user?.role;
  const allowed = isSectionAllowed(role, section);
  useEffect(() => {
    if (allowed) selectSection(role, section);
  }, [allowed, role, section]);

  return (
    <CabinetLayout active={allowed ? section : null} title={SECTION_LABELS[section]}>
      {/* Not over 'Мои данные': its form is where the name is entered. */}
      {section !== 'profile' && <NameInvitation />}
      <SectionContent section={section} />
    </CabinetLayout>
  );
}
