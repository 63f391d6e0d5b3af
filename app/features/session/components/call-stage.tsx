import type { ReactNode } from 'react'
import { CallIcon } from './call-icon'
import { t } from '~/app/lib/i18n/th-session'
import type { OtherParty } from '~/app/features/session/room-state'
import { MediaVideo } from './media-video'
import { PersonTile } from './person-tile'

/**
 * The stage: the other person's video filling it (letterboxed, never cropped), or, while they are
 * away or their camera is off, who they are; one's own tile goes over it as `children`. The video
 * element stays mounted under the person tile so their voice keeps playing.
 */
export function CallStage({
  other,
  name,
  picture,
  stream,
  volume,
  sinkId,
  stopped,
  quality,
  mini = false,
  children,
}: {
  other: OtherParty
  name: string
  picture: string | null
  stream: MediaStream | null
  volume: number
  sinkId: string
  /** This page's call is over (moved to another tab, refused): who it was with, not a frozen frame. */
  stopped: boolean
  /** How well their side comes through, shown beside their name (quality-indicator.tsx). */
  quality?: ReactNode
  /** A small tile over a corner, while the whiteboard takes the stage. */
  mini?: boolean
  children: ReactNode
}) {
  const inCall = other.present && other.in_call && !stopped
  const cameraOff = other.present && !other.camera && !other.screen
  return (
    <div className={mini ? 'call-stage call-stage--mini' : 'call-stage'}>
      <MediaVideo stream={stream} label={t('session.video.remoteVideo', { name })} volume={volume} sinkId={sinkId} className="call-stage__video" />
      {stopped ? (
        <div className="call-stage__cover">
          <PersonTile size="stage" name={name} picture={picture} />
        </div>
      ) : !inCall ? (
        <div className="call-stage__cover">
          <PersonTile size="stage" name={name} picture={picture} note={t('session.video.waitingForOther', { name })} />
        </div>
      ) : cameraOff ? (
        <div className="call-stage__cover">
          <PersonTile size="stage" name={name} picture={picture} note={t('session.video.otherCameraOff', { name })} />
        </div>
      ) : null}
      {inCall ? (
        <p className="call-stage__name">
          {!other.microphone ? <CallIcon name="micOff" size={16} title={t('session.video.otherMicOff', { name })} /> : null}
          <span>{name}</span>
          {quality}
        </p>
      ) : null}
      {children}
    </div>
  )
}
