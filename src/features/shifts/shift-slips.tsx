// The printable slips of the till roll (58 or 80 mm), in the language chosen for the slip: a shift's
// X slip (the X report while it is open, its closing once closed: the figures, the count by note and
// coin, the variance, the approval), and a business day's Z slip at one outlet (each shift of the
// day with its figures, then the day's totals).
import { Group, Loader } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useGetShiftReport } from '@generated/hooks/reports/reports';
import { useGetShift } from '@generated/hooks/shifts/shifts';
import type { Shift, ShiftReportRow } from '@generated/model';
import { MissingRecord, recordId } from '@/components/document/missing-record';
import { rememberedReceiptWidth, useTextsIn, type ReceiptWidth } from '@/components/document/receipt';
import { BackButton, RollPage } from '@/components/document/roll-page';
import { formatDate, formatDateTime, formatNumber, formatRupiah } from '@/lib/format';
import { currentLanguage, type Language } from '@/lib/i18n';
import { figuresOfReportRow, figuresOfShift, ShiftFigures } from './shift-figures';

const xRoute = getRouteApi('/_signed-in/shift/$shiftId/slip');
const zRoute = getRouteApi('/_signed-in/report-shifts/slip');

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="receipt-row">
      <span>{label}</span>
      <span>{value}</span>
    </div>
  );
}

function Waiting() {
  const { t } = useTranslation();
  return (
    <Group justify="center" p="xl">
      <Loader aria-label={t('common.loading')} />
    </Group>
  );
}

const when = (at: string | null, language: Language) => (at ? formatDateTime(at, language) : '—');

function XSlip({ shift, width, language, t }: { shift: Shift; width: ReceiptWidth; language: Language; t: TFunction }) {
  const title = t(shift.status === 'OPEN' ? 'shift.xReport' : 'shift.closingSlip');
  const counted = (shift.counted_denominations ?? []).filter((line) => line.count > 0);
  return (
    <article className="receipt" data-width={width} data-testid="shift-slip" lang={language} aria-label={title}>
      <header className="receipt-center">
        <div className="receipt-company">{title}</div>
        <div>{shift.outlet_name}</div>
        <div>{shift.register}</div>
      </header>
      <div className="receipt-rule" />
      <Row label={t('shift.businessDay')} value={formatDate(shift.business_date, language)} />
      <Row label={t('common.status')} value={t(`shiftStatus.${shift.status}`)} />
      <Row label={t('shift.opened')} value={when(shift.opened_at, language)} />
      {shift.opened_by ? <Row label={t('shift.by')} value={shift.opened_by.name} /> : null}
      {shift.closed_at ? <Row label={t('shift.closed')} value={when(shift.closed_at, language)} /> : null}
      {shift.closed_by ? <Row label={t('shift.by')} value={shift.closed_by.name} /> : null}
      <div className="receipt-rule" />
      <ShiftFigures figures={figuresOfShift(shift, t)} t={t} language={language} variant="slip" />
      {counted.length > 0 ? (
        <>
          <div className="receipt-rule" />
          <div>{t('shift.denominations')}</div>
          {counted.map((line) => (
            <Row
              key={line.value}
              label={`${formatRupiah(line.value, language)} × ${formatNumber(line.count, language)}`}
              value={formatRupiah(line.value * line.count, language)}
            />
          ))}
        </>
      ) : null}
      {shift.movements.length > 0 ? (
        <>
          <div className="receipt-rule" />
          <div>{t('shift.movements')}</div>
          {shift.movements.map((movement) => (
            <div key={movement.id} className="receipt-line">
              <Row label={t(`shift.movement.${movement.type}`)} value={formatRupiah(movement.amount, language)} />
              <div className="receipt-note">{movement.reason}</div>
            </div>
          ))}
        </>
      ) : null}
      {shift.close_note ? (
        <>
          <div className="receipt-rule" />
          <div>{t('shift.closeNote')}</div>
          <div className="receipt-note">{shift.close_note}</div>
        </>
      ) : null}
      {shift.approved_by && shift.approved_at ? (
        <>
          <div className="receipt-rule" />
          <Row label={t('shift.approval.approvedBy')} value={shift.approved_by.name} />
          <Row label={t('shift.approval.at')} value={when(shift.approved_at, language)} />
        </>
      ) : null}
      <div className="receipt-rule" />
      <Row label={t('shift.printedAt')} value={formatDateTime(new Date(), language)} />
    </article>
  );
}

function useSlipSearch(search: { width?: ReceiptWidth; lang?: Language }) {
  return { width: search.width ?? rememberedReceiptWidth(), language: search.lang ?? currentLanguage() };
}

export function ShiftSlipPage() {
  const { t } = useTranslation();
  const navigate = xRoute.useNavigate();
  const { shiftId } = xRoute.useParams();
  const { width, language } = useSlipSearch(xRoute.useSearch());
  const id = recordId(shiftId);
  const shift = useGetShift(id ?? 0, { query: { enabled: id !== undefined } });
  const slipT = useTextsIn(language, 'shifts');
  if (id === undefined || shift.error)
    return (
      <MissingRecord
        error={shift.error}
        onRetry={() => void shift.refetch()}
        notFound={t('shift.notFound')}
        back={<BackButton />}
      />
    );
  if (!shift.data) return <Waiting />;
  const data = shift.data.data;
  return (
    <RollPage
      title={t('shift.slipTitle', { register: data.register })}
      subtitle={`${data.outlet_name} · ${formatDate(data.business_date)}`}
      width={width}
      language={language}
      onChoose={(next) => void navigate({ search: (previous) => ({ ...previous, ...next }), replace: true })}
    >
      {slipT ? <XSlip shift={data} width={width} language={language} t={slipT} /> : <Waiting />}
    </RollPage>
  );
}

function ZSlip({
  rows,
  summary,
  outlet,
  date,
  width,
  language,
  t,
}: {
  rows: ShiftReportRow[];
  summary: Parameters<typeof figuresOfReportRow>[0];
  outlet: string;
  date: string;
  width: ReceiptWidth;
  language: Language;
  t: TFunction;
}) {
  const title = t('shift.zReport');
  return (
    <article className="receipt" data-width={width} data-testid="shift-slip" lang={language} aria-label={title}>
      <header className="receipt-center">
        <div className="receipt-company">{title}</div>
        <div>{outlet}</div>
        <div>{formatDate(date, language)}</div>
      </header>
      {rows.length === 0 ? (
        <>
          <div className="receipt-rule" />
          <div className="receipt-center">{t('shift.noShiftsThatDay')}</div>
        </>
      ) : null}
      {rows.map((row) => (
        <section key={row.shift_id}>
          <div className="receipt-rule" />
          <div className="receipt-item">{row.register}</div>
          <Row label={t('common.status')} value={t(`shiftStatus.${row.status}`)} />
          <Row label={t('shift.opened')} value={when(row.opened_at, language)} />
          {row.closed_at ? <Row label={t('shift.closed')} value={when(row.closed_at, language)} /> : null}
          {(row.closed_by_name ?? row.opened_by_name) ? (
            <Row label={t('shift.by')} value={(row.closed_by_name ?? row.opened_by_name)!} />
          ) : null}
          <ShiftFigures figures={figuresOfReportRow(row, t)} t={t} language={language} variant="slip" />
        </section>
      ))}
      {rows.length > 0 ? (
        <>
          <div className="receipt-rule" />
          <div className="receipt-item">{t('shift.dayTotals', { count: rows.length })}</div>
          <ShiftFigures figures={figuresOfReportRow(summary, t)} t={t} language={language} variant="slip" />
        </>
      ) : null}
      <div className="receipt-rule" />
      <Row label={t('shift.printedAt')} value={formatDateTime(new Date(), language)} />
    </article>
  );
}

export function DaySlipPage() {
  const { t } = useTranslation();
  const navigate = zRoute.useNavigate();
  const search = zRoute.useSearch();
  const { width, language } = useSlipSearch(search);
  const { date, outlet_id: outletId } = search;
  const ready = date !== undefined && outletId !== undefined;
  const report = useGetShiftReport(
    { date: date ?? '', outlet_ids: outletId === undefined ? undefined : [outletId] },
    { query: { enabled: ready } },
  );
  const slipT = useTextsIn(language, 'shifts');
  if (!ready || report.error)
    return (
      <MissingRecord
        error={report.error}
        onRetry={() => void report.refetch()}
        notFound={t('shift.notFound')}
        back={<BackButton />}
      />
    );
  if (!report.data) return <Waiting />;
  const rows = report.data.data.filter((row) => row.outlet_id === outletId);
  const outlet = rows[0]?.outlet_name ?? '';
  return (
    <RollPage
      title={t('shift.zSlipTitle')}
      subtitle={[outlet, formatDate(date)].filter(Boolean).join(' · ')}
      width={width}
      language={language}
      onChoose={(next) => void navigate({ search: (previous) => ({ ...previous, ...next }), replace: true })}
    >
      {slipT ? (
        <ZSlip
          rows={rows}
          summary={report.data.summary}
          outlet={outlet}
          date={date}
          width={width}
          language={language}
          t={slipT}
        />
      ) : (
        <Waiting />
      )}
    </RollPage>
  );
}
