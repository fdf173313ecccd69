import { describe, expect, it } from 'vitest';
import { leadershipChange } from '../src/teams.ts';

const leader = { jobTitle: 'VETERINARIAN_LEADER', entryDate: '2024-01-01', exitDate: null };
const vet = { ...leader, jobTitle: 'VETERINARIAN' };

describe('a write on a job and the leadership it touches (issue 20)', () => {
  it('gives one when a leader job is created or the title is set', () => {
    expect(leadershipChange(null, leader)).toBe('given');
    expect(leadershipChange(vet, leader)).toBe('given');
  });

  it('ends one when a leader job is removed or loses its title', () => {
    expect(leadershipChange(leader, null)).toBe('ended');
    expect(leadershipChange(leader, vet)).toBe('ended');
  });

  it('changes one when its entry or exit date moves, ending it early included', () => {
    expect(leadershipChange(leader, { ...leader, exitDate: '2024-06-30' })).toBe('changed');
    expect(leadershipChange(leader, { ...leader, entryDate: '2030-01-01' })).toBe('changed');
    expect(leadershipChange({ ...leader, exitDate: '2024-06-30' }, leader)).toBe('changed');
  });

  it('touches none for the other titles, or when the title and dates stay', () => {
    expect(leadershipChange(null, vet)).toBeNull();
    expect(leadershipChange(vet, { ...vet, exitDate: '2024-06-30' })).toBeNull();
    expect(leadershipChange(vet, null)).toBeNull();
    expect(leadershipChange(leader, { ...leader })).toBeNull();
  });
});
