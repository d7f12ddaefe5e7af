import { m } from '~/paraglide/messages'
import { useAccount } from '../account.queries'
import { AccountHeading } from './AccountLayout'
import { DataExportSection } from './DataExportSection'
import { DeleteAccountSection } from './DeleteAccountSection'
import { EmailChangeForm } from './EmailChangeForm'
import { PasswordForm } from './PasswordForm'
import { PersonalDataForm } from './PersonalDataForm'
import { SeparateEmailForm } from './SeparateEmailForm'

/** Spec §2 /my-account/account-details/: personal data, separate e-mail, e-mail change, password, a copy of the data, deletion. */
export function AccountDetailsView() {
  const account = useAccount()
  if (!account) return null
  return (
    <section>
      <AccountHeading>{m.account_nav_details()}</AccountHeading>
      <div className="flex max-w-2xl flex-col gap-10 divide-line">
        <PersonalDataForm account={account} />
        <SeparateEmailForm account={account} />
        <EmailChangeForm />
        <PasswordForm />
        <DataExportSection />
        <DeleteAccountSection />
      </div>
    </section>
  )
}
