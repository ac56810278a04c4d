import type { petPtBR } from '../pets';
import type { Texts } from '../texts';

/** English: Pets and their vaccines: the API's validation and not-found messages. */
export const petEn: Texts<typeof petPtBR> = {
  'pet.notFound': 'Pet not found',
  'pet.nameRequired': "Enter the pet's name",
  'pet.speciesInvalid': "Select the pet's species",
  'pet.sizeInvalid': 'Select a valid size (P, M, G or GG)',
  'pet.coatInvalid': 'Select the coat: short or long',
  'pet.genderInvalid': 'Select male or female',
  'pet.statusInvalid': 'Invalid status',
  'pet.dateInvalid': 'Enter a valid date',
  'pet.birthInFuture': 'The date of birth cannot be in the future',
  'pet.weightInvalid': 'The weight must be between 1 g and 150 kg',
  'pet.avatarInvalid': 'Send a PNG, JPEG or WEBP image',
  'pet.avatarTooLarge': 'The image must be at most 5 MB',
  'pet.statsPeriodInvalid': 'The end date must be on or after the start date',
  'pet.statsPeriodTooLong': 'Choose a period of up to {years} years',
  'pet.tooMany': 'You can register up to {max} pets',
  'pet.avatarRateLimited': 'You sent many photos in a short time. Please try again in a few minutes.',
  'vaccine.notFound': 'Vaccine not found',
  'vaccine.nameRequired': 'Enter the name of the vaccine',
  'vaccine.appliedInFuture': 'The date applied cannot be in the future',
  'vaccine.nextDoseBeforeApplied': 'The next dose must be after the date applied',
  'vaccine.tooMany': 'This pet already has {max} vaccines recorded',
};
