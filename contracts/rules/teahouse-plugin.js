// Contract rules that Redocly's built-in and configurable rules cannot express (they need to
// resolve $refs or compare one part of the document with another). Wired in contracts/redocly.yaml.

/** Follows a $ref (if any) to the node it points at. */
function deref(node, ctx) {
  return node && typeof node === 'object' && '$ref' in node ? ctx.resolve(node).node : node;
}

/** Every bearerAuth scope an operation asks for must be a value of the AdminScope enum. */
function BearerScopesKnown() {
  let known = [];
  return {
    Root: {
      enter(root) {
        known = root.components?.schemas?.AdminScope?.enum ?? [];
      },
    },
    Operation: {
      enter(operation, ctx) {
        (operation.security ?? []).forEach((requirement, index) => {
          (requirement.bearerAuth ?? []).forEach((scope, scopeIndex) => {
            if (known.includes(scope)) return;
            ctx.report({
              message: `Scope "${scope}" is not a value of components.schemas.AdminScope (${known.join(', ')}).`,
              location: ctx.location.child(['security', index, 'bearerAuth', scopeIndex]),
            });
          });
        });
      },
    },
  };
}

const ID_NAME = /^[a-z][a-z0-9]*(_[a-z0-9]+)*_id$/;

/** A path parameter that carries an id is named `<thing>_id`, so URLs and handlers read alike. */
function PathIdParamName() {
  return {
    Parameter: {
      enter(parameter, ctx) {
        if (parameter.in !== 'path') return;
        const schema = deref(parameter.schema, ctx) ?? {};
        const looksLikeId = /id$/i.test(parameter.name) || schema.type === 'integer';
        if (!looksLikeId || ID_NAME.test(parameter.name)) return;
        ctx.report({
          message: `Path parameter "${parameter.name}" carries an id: name it <thing>_id in snake_case (e.g. category_id).`,
          location: ctx.location.child('name'),
        });
      },
    },
  };
}

/** Array query parameters go out as `ids=1,2`, the one form the API client serializes. */
function ArrayQueryForm() {
  return {
    Parameter: {
      enter(parameter, ctx) {
        if (parameter.in !== 'query') return;
        const schema = deref(parameter.schema, ctx) ?? {};
        const isArray = schema.type === 'array' || (Array.isArray(schema.type) && schema.type.includes('array'));
        if (!isArray || (parameter.style === 'form' && parameter.explode === false)) return;
        ctx.report({
          message: `Array query parameter "${parameter.name}" must declare style: form and explode: false.`,
          location: ctx.location.child('name'),
        });
      },
    },
  };
}

/** True when the schema (or one of its top-level properties) is a file: an example cannot show it. */
function carriesFile(schema, ctx) {
  const resolved = deref(schema, ctx) ?? {};
  if (resolved.format === 'binary' || resolved.contentMediaType) return true;
  return Object.values(resolved.properties ?? {}).some((property) => {
    const p = deref(property, ctx) ?? {};
    return p.format === 'binary' || Boolean(p.contentMediaType);
  });
}

/** Every request body and response media type has an example: the mock answers with it and docs show it. */
function MediaTypeExample() {
  const check = {
    enter(mediaType, ctx) {
      if (mediaType.example !== undefined || mediaType.examples !== undefined) return;
      if (carriesFile(mediaType.schema, ctx)) return;
      ctx.report({
        message: `Media type "${ctx.key}" needs an \`example\` (or \`examples\`).`,
        location: ctx.location.key(),
      });
    },
  };
  return { RequestBody: { MediaType: check }, Response: { MediaType: check } };
}

/**
 * Every status the server answers for what an operation takes is declared: 401 when it needs a
 * signed-in user, 403 when it needs a scope, 404 and 414 with a path parameter, 400 with any
 * parameter or a body, 413 and 415 with a body, 503 always. The bundle adds the shared ones
 * (scripts/bundle-contract.ts); 401, 403 and 404 are the area files' to declare. None declares 500.
 */
function DeclaredStatuses() {
  return {
    PathItem: {
      Operation: {
        enter(operation, ctx, parents) {
          const places = [...(parents.PathItem?.parameters ?? []), ...(operation.parameters ?? [])].map(
            (parameter) => deref(parameter, ctx)?.in,
          );
          const security = operation.security ?? [];
          const required = [
            ['503', 'every operation'],
            ...(security.length > 0 ? [['401', 'it needs a signed-in user']] : []),
            ...(security.length > 0 && security.every((alt) => Object.values(alt).some((scopes) => scopes.length > 0))
              ? [['403', 'it needs a scope']]
              : []),
            ...(places.length > 0 || operation.requestBody ? [['400', 'it takes parameters or a body']] : []),
            ...(places.includes('path')
              ? [
                  ['404', 'it takes a path parameter'],
                  ['414', 'it takes a path parameter'],
                ]
              : []),
            ...(operation.requestBody
              ? [
                  ['413', 'it takes a body'],
                  ['415', 'it takes a body'],
                ]
              : []),
          ];
          if (operation.responses?.['500']) {
            ctx.report({
              message: 'No operation answers 500: a failure is a bug to fix, not a status to declare.',
              location: ctx.location.child(['responses', '500']),
            });
          }
          for (const [status, why] of required) {
            if (operation.responses?.[status]) continue;
            ctx.report({
              message: `The operation can answer ${status} (${why}): declare it.`,
              location: ctx.location.child('responses'),
            });
          }
        },
      },
    },
  };
}

const WRITES = ['put', 'post', 'delete', 'patch'];
const IDEMPOTENCY_ANSWERS = ['409', '422'];

/**
 * A write a signed-in user makes takes the shared `Idempotency-Key` header and declares the 409 and
 * 422 it can answer; a public write takes none, since keys are kept per user (the bundler adds them,
 * see scripts/bundle-contract.ts).
 */
function WriteIdempotencyKey() {
  let defaultSecurity = [];
  return {
    Root: {
      enter(root) {
        defaultSecurity = root.security ?? [];
      },
    },
    Operation: {
      enter(operation, ctx) {
        if (!WRITES.includes(ctx.key)) return;
        const signedIn = (operation.security ?? defaultSecurity).length > 0;
        const takesKey = (operation.parameters ?? [])
          .map((parameter) => deref(parameter, ctx))
          .some((p) => p?.in === 'header' && p.name?.toLowerCase() === 'idempotency-key');
        if (!signedIn) {
          if (takesKey)
            ctx.report({
              message: 'A public write takes no Idempotency-Key: keys are kept per signed-in user.',
              location: ctx.location.child('parameters'),
            });
          return;
        }
        if (!takesKey)
          ctx.report({
            message: 'A signed-in write takes the `Idempotency-Key` header (components/parameters/IdempotencyKey).',
            location: ctx.location.key(),
          });
        for (const status of IDEMPOTENCY_ANSWERS) {
          if (operation.responses?.[status]) continue;
          ctx.report({
            message: `A write taking an Idempotency-Key declares the ${status} it answers for a reused key.`,
            location: ctx.location.child('responses'),
          });
        }
      },
    },
  };
}

export default function teahousePlugin() {
  return {
    id: 'teahouse',
    rules: {
      oas3: {
        'bearer-scopes-known': BearerScopesKnown,
        'path-id-param-name': PathIdParamName,
        'array-query-form': ArrayQueryForm,
        'media-type-example': MediaTypeExample,
        'declared-statuses': DeclaredStatuses,
        'write-idempotency-key': WriteIdempotencyKey,
      },
    },
  };
}
