import { sendContactMessage, type ContactMessageInput } from '../../../services/contact/contact-message';
import type { GraphQLContext } from '../../context';

/** The contact page's form (schema/extensions.graphql: RootMutation.sendContactMessage). */
export const contactResolvers = {
  RootMutation: {
    async sendContactMessage(_: unknown, { input }: { input: ContactMessageInput & { clientMutationId?: string | null } }, ctx: GraphQLContext) {
      await sendContactMessage(ctx, input);
      return { clientMutationId: input.clientMutationId ?? null, success: true };
    },
  },
};
