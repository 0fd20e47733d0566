import { useEffect } from 'react';
import { SECTION_LABELS, isSectionAllowed, selectSection, type SectionId } from '../../entities/cabinet';
import { AccountingSection } from '../../features/accounting';
import { CategoryAdmin } from '../../features/category-admin';
import { ContractsSection } from '../../features/contracts';
import { MyProducts, MyWarehouses, ProductModeration } from '../../features/catalog-workspace';
import { OrdersBoard } from '../../features/orders';
import { QUOTE_TEXT, QuoteRequestsBoard } from '../../features/quote-requests';
import { EntityTimeline } from '../../features/audit';
import { PartsAdmin, PART_ADMIN_TEXT, ProposalModeration } from '../../features/part-admin';
import { CompanySection } from '../../features/company';
import { MessagesSection } from '../../features/messages';
import { NotificationsSection } from '../../features/notifications';
import { NameInvitation, ProfileSection } from '../../features/profile';
import {
  MyServices,
  ServiceCategoryAdmin,
  ServiceModeration,
  ServiceRequestsBoard,
} from '../../features/services-cabinet';
import { Tabs } from '../../shared/ui';
import { useSession } from '../../shared/session';
import { CabinetLayout } from '../../widgets/profile-menu';
import { OrdersSection } from './sections/OrdersSection';
import { ProductsSection } from './sections/ProductsSection';
import { SiteManagementSection } from './sections/SiteManagementSection';
import { UserManagementSection } from './sections/UserManagementSection';

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
    case 'user-management':
      return <UserManagementSection />;
    case 'orders':
      return <OrdersSection />;
    case 'products':
      return <ProductsSection />;
    case 'order-moderation':
      return (
        <Tabs
          label="Модерация заказов"
          items={[
            { value: 'orders', label: 'Заказы', content: <OrdersBoard side="admin" /> },
            { value: 'quotes', label: QUOTE_TEXT.tab, content: <QuoteRequestsBoard side="admin" /> },
          ]}
        />
      );
    case 'categories':
      return <CategoryAdmin />;
    case 'site-management':
      return <SiteManagementSection />;
    case 'notifications':
      return <NotificationsSection />;
    case 'messages':
      return <MessagesSection />;
    case 'product-moderation':
      return (
        <Tabs
          label="Модерация товаров"
          items={[
            { value: 'products', label: 'Товары', content: <ProductModeration /> },
            // Parts and the cross-references suppliers propose (ADR 0067).
            {
              value: 'parts',
              label: PART_ADMIN_TEXT.parts,
              content: (
                <PartsAdmin history={(partId) => <EntityTimeline type="part" id={String(partId)} />} />
              ),
            },
            { value: 'cross-references', label: PART_ADMIN_TEXT.proposals, content: <ProposalModeration /> },
          ]}
        />
      );
    case 'warehouses':
      return <MyWarehouses />;
    case 'sell-parts':
      return (
        <Tabs
          label="Продать зап.части"
          items={[
            { value: 'listings', label: 'Мои объявления', content: <MyProducts listing /> },
            { value: 'orders', label: 'Заявки покупателей', content: <OrdersBoard side="seller" /> },
            // Where the listed parts lie: the buyer's own warehouses (ADR 0060).
            { value: 'places', label: 'Места хранения', content: <MyWarehouses /> },
          ]}
        />
      );
    case 'services':
      return (
        <Tabs
          label="Мои услуги"
          items={[
            { value: 'services', label: 'Услуги', content: <MyServices /> },
            {
              value: 'incoming',
              label: 'Заявки заказчиков',
              content: <ServiceRequestsBoard side="supplier" />,
            },
            {
              value: 'mine',
              label: 'Мои заявки на услуги',
              content: <ServiceRequestsBoard side="requester" />,
            },
          ]}
        />
      );
    case 'service-moderation':
      return (
        <Tabs
          label="Модерация услуг"
          items={[
            { value: 'queue', label: 'На модерации', content: <ServiceModeration /> },
            { value: 'requests', label: 'Заявки на услуги', content: <ServiceRequestsBoard side="admin" /> },
          ]}
        />
      );
    case 'categories-services':
      return <ServiceCategoryAdmin />;
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
