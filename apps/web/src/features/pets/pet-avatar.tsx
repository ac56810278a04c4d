import bird from './species/bird.svg';
import cat from './species/cat.svg';
import dog from './species/dog.svg';
import fish from './species/fish.svg';
import other from './species/other.svg';
import reptile from './species/reptile.svg';
import rodent from './species/rodent.svg';
import { isSpecies, type Species } from './pet-format';

// Fluent Emoji Flat (MIT, Microsoft), the set the demo's product pictures come from.
const ILLUSTRATION: Record<Species, string> = { dog, cat, bird, rodent, fish, reptile, other };

type Props = {
  pet: { name: string; species: string; avatar?: string | null; avatarMin?: string | null };
  size?: 'sm' | 'lg';
  alt?: string;
};

/** The pet's photo (the signed URL the API gives), or its species' illustration when it has none. */
export function PetAvatar({ pet, size = 'sm', alt = '' }: Props) {
  const photo = size === 'sm' ? (pet.avatarMin ?? pet.avatar) : (pet.avatar ?? pet.avatarMin);
  const box = size === 'sm' ? 'size-16' : 'size-32';
  if (photo)
    return <img src={photo} alt={alt} className={`${box} shrink-0 rounded-full object-cover ring-2 ring-line`} />;
  return (
    <span className={`${box} inline-flex shrink-0 items-center justify-center rounded-full bg-canvas ring-2 ring-line`}>
      <img src={ILLUSTRATION[isSpecies(pet.species) ? pet.species : 'other']} alt={alt} className="size-3/5" />
    </span>
  );
}
