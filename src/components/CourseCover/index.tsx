// A course's cover image, or a coloured block with the first character of its name.
import { htdzHost } from '@/services/htdz/client';
import { useState } from 'react';
import { placeholderOf } from '@/utils/course';

type Props = { name: string; cover: string | null; height?: number; radius?: number };

export default function CourseCover({ name, cover, height = 140, radius = 0 }: Props) {
  const [broken, setBroken] = useState(false);
  if (cover && !broken) {
    return (
      <img
        alt={name}
        src={`${htdzHost()}${cover}`}
        onError={() => setBroken(true)}
        data-testid="course-cover"
        style={{ display: 'block', width: '100%', height, objectFit: 'cover', borderRadius: radius }}
      />
    );
  }
  const { char, color } = placeholderOf(name);
  return (
    <div
      data-testid="course-cover-placeholder"
      role="img"
      aria-label={name}
      style={{
        height,
        borderRadius: radius,
        background: `linear-gradient(135deg, ${color}, ${color}bb)`,
        color: '#fff',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        fontSize: Math.round(height * 0.4),
        fontWeight: 600,
        userSelect: 'none',
      }}
    >
      {char}
    </div>
  );
}
