import {
  OperationNodeTransformer,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type PrimitiveValueListNode,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  type ValueNode,
} from "kysely";

const NUL = /\u0000/g;

function clean(value: unknown): unknown {
  return typeof value === "string" && value.includes("\u0000") ? value.replace(NUL, "") : value;
}

class StripNulTransformer extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    return { ...node, value: clean(node.value) };
  }

  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    return { ...node, values: node.values.map(clean) };
  }
}

/**
 * Removes NUL characters from every string a query sends. PostgreSQL refuses them in text ("invalid byte sequence
 * for encoding UTF8: 0x00", which would surface as a 500) and no visitor means one; doing it here covers every
 * form, path and API field on both dialects alike.
 */
export class StripNulPlugin implements KyselyPlugin {
  readonly #transformer = new StripNulTransformer();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
