export const petsSchema = /* GraphQL */ `
  "A shopper's pet (spec 3 'Pet'). Sizes are the Brazilian 'porte': P, M, G, GG."
  type Pet {
    id: ID!
    name: String!
    "dog | cat | bird | rodent | fish | reptile | other"
    species: String!
    breed: String
    color: String
    "short | long"
    coat: String
    "P | M | G | GG"
    size: String
    "male | female"
    gender: String
    "active | inactive"
    status: String!
    "YYYY-MM-DD"
    dateOfBirth: String
    "current weight in grams (the latest weighing)"
    weight: Int
    observations: String
    "relative URL of the square picture (512 px), signed for the owner: /api/files/-/pets-avatar/<name>?exp=..&sig=.."
    avatar: String
    "same, 128 px variant"
    avatarMin: String
    updatedAt: String!
    vaccines: [Vaccine!]!
  }

  input PetInput {
    name: String!
    species: String!
    breed: String
    color: String
    coat: String
    size: String
    gender: String
    "active (the default) or inactive; left out on update keeps the current one"
    status: String
    "YYYY-MM-DD, not in the future"
    dateOfBirth: String
    "grams; a changed weight is recorded in the weight history with today's date"
    weight: Int
    observations: String
  }

  type Vaccine {
    id: ID!
    petId: ID!
    name: String!
    "YYYY-MM-DD"
    appliedAt: String
    "YYYY-MM-DD"
    nextDoseAt: String
    batch: String
    "clinic or vet who applied it"
    clinic: String
    notes: String
    "nextDoseAt is before today (store time)"
    overdue: Boolean!
    updatedAt: String!
  }

  input VaccineInput {
    petId: ID!
    name: String!
    appliedAt: String
    nextDoseAt: String
    batch: String
    clinic: String
    notes: String
  }

  type PetWeight {
    "YYYY-MM-DD"
    date: String!
    "grams"
    weight: Int!
  }

  type PetStats {
    petId: ID!
    "the weighings in the period, oldest first"
    weights: [PetWeight!]!
    "vaccines applied or due in the period, by date"
    vaccines: [Vaccine!]!
  }

  extend type Query {
    pet(id: ID!): Pet
    "The caller's pets, by name."
    pets: [Pet!]!
    "startDate/endDate YYYY-MM-DD, both optional (default: the last 365 days to 365 days ahead); at most 3 years"
    petStats(petId: ID!, startDate: String, endDate: String): PetStats
    "the caller's vaccines, of one pet or of all their pets, by nextDoseAt"
    vaccines(petId: ID): [Vaccine!]!
    vaccine(id: ID!): Vaccine
  }

  extend type Mutation {
    setPet(input: PetInput!): Pet!
    updatePet(id: ID!, input: PetInput!): Pet
    "PNG, JPEG or WEBP as a data URL, checked by content, stored square 512 px + 128 px; small pictures only: the /graphql body is capped at 2 MB (about 1.4 MB of picture). Larger pictures, up to 5 MB, go as raw bytes to PUT /api/pets/:id/avatar"
    updatePetAvatar(id: ID!, file: String!): Pet
    setVaccine(input: VaccineInput!): Vaccine!
    updateVaccine(id: ID!, input: VaccineInput!): Vaccine
    unsetVaccine(id: ID!): Boolean!
  }
`;
