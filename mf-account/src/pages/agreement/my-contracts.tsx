import { formatTime, PageSkeleton, RequestView, Link, ErrorPicture, inPlaceErrors } from '@rental/shared';
import useRequest from 'ahooks/es/useRequest';
import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { getMyContracts } from '../../api/get-my-contracts';
import { PATHS } from '../../lib/app-links';

/** The renter's own signed contracts, each with when it was signed and a way to read it. */
export function MyContracts() {
  const { t, i18n } = useTranslation('account');
  const request = useRequest(async () => (await getMyContracts()) ?? [], {
    ...inPlaceErrors,
    refreshDeps: [i18n.language],
  });
  return (
    <RequestView
      request={request}
      skeleton={<PageSkeleton rows={4} />}
      isEmpty={(list) => list.length === 0}
      empty={
        <ErrorPicture status="empty" title={t('agreement.noContracts')} description={t('agreement.noContractsHint')} />
      }
    >
      {(list) => (
        <List className="acc-contracts">
          {list.map((contract) => (
            <Link
              key={contract.contractNo}
              to={`${PATHS.contractPreview}?orderId=${contract.orderId}`}
              className="acc-contract-link"
            >
              <List.Item
                arrowIcon
                description={
                  <>
                    <span className="acc-nowrap">{contract.contractNo}</span>{' '}
                    <span className="acc-nowrap">
                      {t('agreement.signedAt', { time: formatTime(contract.signedAt) })}
                    </span>
                  </>
                }
                extra={t('agreement.view')}
              >
                {contract.goods.name}
              </List.Item>
            </Link>
          ))}
        </List>
      )}
    </RequestView>
  );
}
