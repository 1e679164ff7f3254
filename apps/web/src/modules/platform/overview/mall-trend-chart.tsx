"use client";

import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

/** One metric of the mall per day over 30 days (the dashboard's chart). */
export function MallTrendChart({
  points,
  name,
  height = 280,
}: {
  points: { label: string; day: string; value: number | null }[];
  name: string;
  height?: number;
}) {
  return (
    <div style={{ width: "100%", height }} data-testid="mall-trend-chart">
      <ResponsiveContainer>
        <AreaChart data={points} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
          <defs>
            <linearGradient id="mallTrendFill" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor="#1677ff" stopOpacity={0.3} />
              <stop offset="100%" stopColor="#1677ff" stopOpacity={0.02} />
            </linearGradient>
          </defs>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} />
          <YAxis tick={{ fontSize: 12 }} allowDecimals={false} />
          <Tooltip labelFormatter={(_l, p) => String(p?.[0]?.payload?.day ?? "")} />
          <Area
            dataKey="value"
            name={name}
            stroke="#1677ff"
            strokeWidth={2}
            fill="url(#mallTrendFill)"
            connectNulls
            isAnimationActive={false}
          />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}
