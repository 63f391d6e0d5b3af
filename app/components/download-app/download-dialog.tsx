import { lazy, Suspense } from 'react'
import { config } from '~/app/lib/config'
import { useDevice } from '~/app/lib/device'
import { t } from '~/app/lib/i18n/th-download-app'
import { Icon } from '~/app/components/icon'
import * as icons from '~/app/components/icons'
import { Modal } from '~/app/components/modal'

export type DownloadAudience = 'consumer' | 'provider'

// The QR codes are drawn only on a desktop screen, so their encoder loads only there.
const StoreQrCodes = lazy(() => import('./store-qr-codes'))

/** The "continue on the application" modal, loaded by DownloadPromptProvider when first opened. */
export default function DownloadDialog({ audience, onClose }: { audience: DownloadAudience | null; onClose: () => void }) {
  return (
    <Modal open={audience !== null} onClose={onClose} title={t('downloadModal.title')}>
      <DownloadAppContent audience={audience ?? 'consumer'} />
    </Modal>
  )
}

function DownloadAppContent({ audience }: { audience: DownloadAudience }) {
  const { isMobile, isTablet } = useDevice()
  const consumer = [
    t('downloadModal.consumer.devices'),
    t('downloadModal.consumer.instant'),
    t('downloadModal.consumer.reminder'),
    t('downloadModal.consumer.verified'),
  ]
  const provider = [t('downloadModal.provider.devices'), t('downloadModal.provider.jobs'), t('downloadModal.provider.schedule')]
  const lists =
    audience === 'provider'
      ? [{ heading: t('downloadModal.providerHeading'), items: provider }, { heading: t('downloadModal.consumerHeading'), items: consumer }]
      : [{ heading: t('downloadModal.consumerHeading'), items: consumer }, { heading: t('downloadModal.providerHeading'), items: provider }]
  return (
    <div className="download-app">
      <div className="download-app__lists">
        {lists.map((list) => (
          <section key={list.heading} className="download-app__list">
            <h3>{list.heading}</h3>
            <ul className="checklist">
              {list.items.map((item) => (
                <li key={item}>
                  <Icon art={icons.check} size={20} className="checklist__icon" />
                  {item}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className="download-app__stores">
        <a className="store-button" href={config.storeLinks.googlePlay} target="_blank" rel="noopener noreferrer">
          <Icon art={icons.googlePlay} size={24} />
          {t('downloadModal.googlePlay')}
        </a>
        <a className="store-button" href={config.storeLinks.appStore} target="_blank" rel="noopener noreferrer">
          <Icon art={icons.apple} size={24} />
          {t('downloadModal.appStore')}
        </a>
      </div>
      {!isMobile && !isTablet ? (
        <Suspense fallback={null}>
          <StoreQrCodes />
        </Suspense>
      ) : null}
    </div>
  )
}
