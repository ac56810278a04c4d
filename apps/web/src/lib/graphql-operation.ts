import type { DocumentDecoration, initGraphQLTada } from 'gql.tada';
import type { introspection } from '../generated/graphql-env';

/** gql.tada over the printed schema (apps/api/schema.graphql); `npm run codegen` writes its types. */
type Tada = ReturnType<typeof initGraphQLTada<{ introspection: introspection; scalars: { JSON: unknown }; disableMasking: true }>>;
declare const _tada: Tada;
type FragmentList = NonNullable<Parameters<Tada>[1]>;

/** gql.tada's typed document for a source text and the fragments it uses. */
type Parsed<In extends string, Fragments extends FragmentList> = ReturnType<
  // @ts-expect-error gql.tada's first overload reads a prebuilt document cache this storefront does not use; the second, the parser over the schema, is the one taken.
  typeof _tada<In, Fragments>
>;

/** The text of a document: its own definition, then those of the fragments it uses, each once. */
type Text = { readonly text: string; readonly parts: readonly string[] };

/** What gql.tada reads off a document (result, variables and, for a fragment, its name), without the AST. */
type Typed<Doc> = Pick<Doc, Exclude<keyof Doc, 'kind' | 'definitions' | 'loc'>> & Text;

/** Any operation or fragment made by `graphql`: the text sent to the API, typed by the schema. */
export type Operation<Result = unknown, Variables = unknown> = DocumentDecoration<Result, Variables> & Text;

/**
 * Declares an operation or fragment. Its result and variables types are computed from the schema by
 * gql.tada, so a field renamed or retyped there fails the storefront's type-check. At run time it only
 * joins text: no GraphQL parser reaches the bundle.
 */
export function graphql<const In extends string, const Fragments extends FragmentList = readonly []>(
  source: In,
  fragments?: Fragments,
): Typed<Parsed<In, Fragments>> {
  const used = (fragments ?? []) as readonly Partial<Text>[];
  const parts = [...new Set([source.trim(), ...used.flatMap((fragment) => fragment.parts ?? [])])];
  const text: Text = { text: parts.join('\n'), parts };
  return text as Typed<Parsed<In, Fragments>>;
}
