// The channel settings forms: an outlet's link to each delivery platform (commission and markup 0 to
// 100 % with at most two decimals, a store id for GoFood and GrabFood once enabled) and the chain's
// own prices of products on a platform (each product once, whole rupiah from Rp 1), the contract's
// bodies with the messages in front of them.
import { z } from 'zod';
import {
  replaceChannelPricesBodyPricesMax,
  replaceOutletChannelsBodyChannelsItemStoreIdMax,
  replaceOutletChannelsResponseDataChannelsItemCommissionPercentMax,
} from '@generated/zod/channel-settings/channel-settings.zod';
import type { ChannelLinkPlatform, OutletChannel } from '@generated/model';
import { t } from '@/lib/i18n';
import { maxLengthMessage, message } from '@/lib/validation/messages';

/** The platforms in the order the screens list them. */
export const PLATFORMS: readonly ChannelLinkPlatform[] = ['gofood', 'grabfood', 'shopeefood'];

/** The platforms that send orders naming the outlet by its store id there. */
const CALLING_PLATFORMS: readonly ChannelLinkPlatform[] = ['gofood', 'grabfood'];

/** The highest price a product may have, as its own price. */
export const MAX_CHANNEL_PRICE = 100_000_000;

const twoDecimals = (percent: number) => Math.abs(percent * 100 - Math.round(percent * 100)) < 1e-6;

const percent = (required: 'channels.commissionRequired' | 'channels.markupRequired') =>
  z
    .number(message(required))
    .min(0, message('channels.percentRange'))
    .max(replaceOutletChannelsResponseDataChannelsItemCommissionPercentMax, message('channels.percentRange'))
    .refine(twoDecimals, message('channels.twoDecimals'));

export const outletChannelsFormSchema = z.object({
  channels: z.array(
    z
      .object({
        channel: z.enum(PLATFORMS as [ChannelLinkPlatform, ...ChannelLinkPlatform[]]),
        enabled: z.boolean(),
        store_id: z
          .string()
          .trim()
          .max(
            replaceOutletChannelsBodyChannelsItemStoreIdMax,
            maxLengthMessage('channels.storeId', replaceOutletChannelsBodyChannelsItemStoreIdMax),
          ),
        commission_percent: percent('channels.commissionRequired'),
        price_markup_percent: percent('channels.markupRequired'),
        auto_accept: z.boolean(),
      })
      .superRefine((link, ctx) => {
        if (link.enabled && link.store_id === '' && CALLING_PLATFORMS.includes(link.channel))
          ctx.addIssue({ code: 'custom', path: ['store_id'], message: t('channels.storeIdRequired') });
      })
      .transform((link) => ({ ...link, store_id: link.store_id === '' ? null : link.store_id })),
  ),
});

export type OutletChannelsFormInput = z.input<typeof outletChannelsFormSchema>;
export type OutletChannelsFormValues = z.output<typeof outletChannelsFormSchema>;

/** The saved links as the form holds them (no store id as an empty field). */
export const toChannelsInput = (links: readonly OutletChannel[]): OutletChannelsFormInput => ({
  channels: links.map((link) => ({ ...link, store_id: link.store_id ?? '' })),
});

export const channelPricesFormSchema = z.object({
  prices: z
    .array(
      z.object({
        sku_id: z.number(message('channels.productRequired')),
        price: z
          .number(message('channels.priceRequired'))
          .int(message('channels.priceRange'))
          .min(1, message('channels.priceRange'))
          .max(MAX_CHANNEL_PRICE, message('channels.priceRange')),
      }),
    )
    .max(replaceChannelPricesBodyPricesMax, message('channels.tooMany', { max: replaceChannelPricesBodyPricesMax }))
    .superRefine((prices, ctx) => {
      const seen = new Set<number>();
      prices.forEach((line, index) => {
        if (seen.has(line.sku_id))
          ctx.addIssue({ code: 'custom', path: [index, 'sku_id'], message: t('channels.productTwice') });
        seen.add(line.sku_id);
      });
    }),
});

export type ChannelPricesFormInput = z.input<typeof channelPricesFormSchema>;
export type ChannelPricesFormValues = z.output<typeof channelPricesFormSchema>;
export const EMPTY_PRICE = {} as ChannelPricesFormInput['prices'][number];
