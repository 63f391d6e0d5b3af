import { renderSVG } from 'uqr'
import { config } from '~/app/lib/config'
import { t } from '~/app/lib/i18n/th-download-app'

/** QR codes for the two stores, made locally as SVG, for a visitor on a desktop screen. */
export default function StoreQrCodes() {
  const stores = [
    { name: 'Google Play', url: config.storeLinks.googlePlay },
    { name: 'App Store', url: config.storeLinks.appStore },
  ]
  return (
    <div className="download-app__qr">
      <p>{t('downloadModal.qrHint')}</p>
      <div className="download-app__qr-codes">
        {stores.map((store) => (
          <figure key={store.name}>
            <div
              role="img"
              aria-label={t('downloadModal.qrLabel', { store: store.name })}
              className="qr-code"
              // The SVG is generated here from a configured URL, not from user input.
              dangerouslySetInnerHTML={{ __html: renderSVG(store.url, { border: 2 }) }}
            />
            <figcaption>{store.name}</figcaption>
          </figure>
        ))}
      </div>
    </div>
  )
}
