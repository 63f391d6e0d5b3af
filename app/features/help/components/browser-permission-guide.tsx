import { t } from '~/app/lib/i18n/th-help'

/** How to allow the camera and microphone, per browser. */
export function BrowserPermissionGuide() {
  const browsers = [
    { title: t('help.permission.chromeTitle'), steps: [t('help.permission.chrome1'), t('help.permission.chrome2'), t('help.permission.chrome3')] },
    { title: t('help.permission.edgeTitle'), steps: [t('help.permission.edge1'), t('help.permission.edge2')] },
    { title: t('help.permission.firefoxTitle'), steps: [t('help.permission.firefox1'), t('help.permission.firefox2')] },
    { title: t('help.permission.safariTitle'), steps: [t('help.permission.safari1'), t('help.permission.safari2')] },
    { title: t('help.permission.iosTitle'), steps: [t('help.permission.ios1'), t('help.permission.ios2')] },
    { title: t('help.permission.androidTitle'), steps: [t('help.permission.android1'), t('help.permission.android2'), t('help.permission.android3')] },
  ]
  return (
    <div className="page prose">
      <h1>{t('pages.browserPermission.title')}</h1>
      <p>{t('help.permission.intro')}</p>
      {browsers.map((browser) => (
        <section key={browser.title}>
          <h2>{browser.title}</h2>
          <ol>
            {browser.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  )
}
