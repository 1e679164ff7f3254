"use client";

import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { readableLegendLabel, readableTooltipItem } from "./readable-chart-text";
import type { TrendPoint } from "./chart-data";

/** Paid amount (yuan, line, left axis) and paid orders (bars, right axis) per day. */
export function SalesTrendChart({
  points,
  salesLabel,
  ordersLabel,
  height = 300,
}: {
  points: TrendPoint[];
  salesLabel: string;
  ordersLabel: string;
  height?: number;
}) {
  return (
    <div style={{ width: "100%", height }} data-testid="sales-trend-chart">
      <ResponsiveContainer>
        <ComposedChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} />
          <YAxis yAxisId="sales" tick={{ fontSize: 12 }} />
          <YAxis yAxisId="orders" orientation="right" allowDecimals={false} tick={{ fontSize: 12 }} />
          <Tooltip itemStyle={readableTooltipItem} labelFormatter={(_l, p) => String(p?.[0]?.payload?.day ?? "")} />
          <Legend formatter={readableLegendLabel} />
          <Bar yAxisId="orders" dataKey="orders" name={ordersLabel} fill="#91caff" isAnimationActive={false} />
          <Line
            yAxisId="sales"
            dataKey="sales"
            name={salesLabel}
            stroke="#e4393c"
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
