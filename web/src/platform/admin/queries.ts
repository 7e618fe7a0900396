import { useQuery } from '@tanstack/react-query';
import type { AdminStats, AuditEntry } from '@plataforma/domain';
import { apiRequest } from '../api/client';

export const adminKeys = { stats: ['admin', 'stats'] as const, auditLog: ['admin', 'audit-log'] as const };

/** The dashboard's figures; fresh on every visit of the dashboard. */
export const useAdminStats = () =>
  useQuery({
    queryKey: adminKeys.stats,
    queryFn: ({ signal }) => apiRequest<AdminStats>('/admin/stats', { signal }),
    staleTime: 0,
  });

/** The latest audit log entries, newest first. */
export const useAuditLog = () =>
  useQuery({
    queryKey: adminKeys.auditLog,
    queryFn: ({ signal }) => apiRequest<AuditEntry[]>('/admin/audit-log', { signal }),
    staleTime: 0,
  });
